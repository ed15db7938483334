//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import UIKit

/// A view controller a wireframe can make from its storyboard: the scene's Storyboard ID is
/// `storyboardIdentifier`, by default the class's name.
@MainActor
protocol StoryboardIdentifiableViewController: UIViewController {
    /// The scene's Storyboard ID in Interface Builder.
    static var storyboardIdentifier: String { get }
}

extension StoryboardIdentifiableViewController {
    /// The class's name: give the scene that Storyboard ID, or implement this to use another.
    static var storyboardIdentifier: String {
        String(describing: self)
    }
}
