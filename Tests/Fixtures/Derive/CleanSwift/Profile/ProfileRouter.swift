//
//  ProfileRouter.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

@objc protocol ProfileRoutingLogic {
    func routeToEditor(segue: UIStoryboardSegue?)
}

protocol ProfileDataPassing {
    var dataStore: ProfileDataStore? { get }
}

class ProfileRouter: NSObject, ProfileRoutingLogic, ProfileDataPassing {
    weak var viewController: ProfileViewController?
    var dataStore: ProfileDataStore?

    // MARK: Routing

    func routeToEditor(segue: UIStoryboardSegue?) {
        guard let dataStore, let viewController else { return }
        let destination = EditorViewController()
        if var destinationDS = destination.router?.dataStore {
            passDataToEditor(source: dataStore, destination: &destinationDS)
        }
        navigateToEditor(source: viewController, destination: destination)
    }

    // MARK: Navigation

    func navigateToEditor(source: ProfileViewController, destination: EditorViewController) {
        source.show(destination, sender: nil)
    }

    // MARK: Passing data

    func passDataToEditor(source: ProfileDataStore, destination: inout EditorDataStore) {
        destination.user = source.user
    }
}
