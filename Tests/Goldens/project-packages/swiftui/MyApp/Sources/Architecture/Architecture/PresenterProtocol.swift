//
//  PresenterProtocol.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The mediator of a module between its view state, interactor and router; on the UI side, so
/// main-actor isolated.
@MainActor
public protocol PresenterProtocol: AnyObject {}
