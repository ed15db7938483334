//
//  ModuleCallback.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// What a module reports once a URL is opened: the values it returns, or why it could not open.
public typealias ModuleCallback = (Result<ModuleParameters, ResponseError>) -> Void
