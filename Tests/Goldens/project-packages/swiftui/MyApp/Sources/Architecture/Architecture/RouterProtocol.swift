//
//  RouterProtocol.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The navigation out of a module; it changes UI state, so it is main-actor isolated.
@MainActor
public protocol RouterProtocol: AnyObject {}
