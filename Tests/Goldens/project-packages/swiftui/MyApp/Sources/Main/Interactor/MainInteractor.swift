//
//  MainInteractor.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Foundation

/// The business logic of the Main module; it knows nothing about the UI.
///
/// It is `Sendable`: keep its stored properties `let` and `Sendable` (the services it uses),
/// and move mutable state into an actor or a service.
final class MainInteractor: MainInteractorProtocol {
    func loadTitle() async -> String {
        "Main"
    }
}
