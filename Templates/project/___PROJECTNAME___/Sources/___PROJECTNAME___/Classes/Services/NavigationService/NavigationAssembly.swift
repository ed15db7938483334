//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// Provides the one navigation service the whole application shares.
final class NavigationAssembly: Assembly {
    /// Returns the shared navigation service.
    @MainActor
    func build() -> NavigationService {
        strongBox { NavigationService() }
    }
}
