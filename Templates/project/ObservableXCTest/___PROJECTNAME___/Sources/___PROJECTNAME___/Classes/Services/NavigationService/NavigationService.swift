//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Observation

/// The navigation state of the application; `RootView` observes it.
@Observable
@MainActor
final class NavigationService: NavigationServiceType {
    var items: [Views] = []
    var modalView: Views?
    var popupView: Views?
    var alert: CustomAlert?
}
