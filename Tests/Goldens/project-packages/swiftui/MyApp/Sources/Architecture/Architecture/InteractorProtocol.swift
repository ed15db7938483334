//
//  InteractorProtocol.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The business logic of a module; `Sendable`, as its presenter awaits it from the main actor.
public protocol InteractorProtocol: AnyObject, Sendable {}
