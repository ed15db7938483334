//
//  Presenterable.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The mediator of a module between its screen, interactor and router output.
@MainActor
public protocol Presenterable: AnyObject {
    /// The module's interactor.
    associatedtype I: Interactorable
    /// The module's router output.
    associatedtype R: Routerable

    /// What the presenter works with.
    var dependencies: (interactor: I, router: R) { get }
}
