//
//  MainWireframe.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// What the Main presenter asks of its wireframe.
@MainActor
protocol MainWireframeType: WireframeType {
    /// The Main screen, not yet shown.
    func makeViewController() -> MainViewController
}

/// Makes the Main screen and shows it.
///
/// The screen comes from the storyboard `MainStoryboard` when the app has one
/// (a scene whose class and Storyboard ID are `MainViewController`); without
/// it, the screen is made in code.
@MainActor
final class MainWireframe: MainWireframeType {
    let storyboardName = "MainStoryboard"
    var presentationMode = ModulePresentationMode.navigationStack

    func makeViewController() -> MainViewController {
        let storyboardScreen = instantiateViewController(MainViewController.self)
        return storyboardScreen ?? MainViewController()
    }
}
