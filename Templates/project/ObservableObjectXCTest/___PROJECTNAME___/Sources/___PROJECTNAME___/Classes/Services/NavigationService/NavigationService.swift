//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Combine

/// The navigation state of the application; `RootView` observes it.
@MainActor
final class NavigationService: NavigationServiceType {
    /// The screens pushed onto the navigation stack, bottom first.
    @Published var items: [Views] = []
    /// The screen presented full screen, if any.
    @Published var modalView: Views?
    /// The screen presented full screen over a clear background, if any.
    @Published var popupView: Views?
    /// The alert shown, if any.
    @Published var alert: CustomAlert?
}
