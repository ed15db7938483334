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
    @Published var items: [Views] = []
    @Published var modalView: Views?
    @Published var popupView: Views?
    @Published var alert: CustomAlert?
}
