//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// Navigates from the ___VARIABLE_moduleName___ screen through the shared navigation service.
___VARIABLE_mainActor___
final class ___VARIABLE_moduleName___Router: ___VARIABLE_moduleName___RouterProtocol {
    private let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }
}
