//
//  Interactorable.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The business logic of a module: it knows nothing about the UI, runs off the main actor, and
/// reports results to its presenter through the module's interactor outputs.
///
/// Sendable, since its main-actor presenter awaits its methods: they run off the main actor.
public protocol Interactorable: AnyObject, Sendable {}
