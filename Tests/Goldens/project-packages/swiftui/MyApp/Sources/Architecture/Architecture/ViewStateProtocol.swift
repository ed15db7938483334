//
//  ViewStateProtocol.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The observable state a module's view renders, changed on the main actor only.
@MainActor
public protocol ViewStateProtocol: AnyObject {}
