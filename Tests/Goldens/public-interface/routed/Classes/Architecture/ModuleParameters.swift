//
//  ModuleParameters.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The parameters a module is opened with: a URL's query items, by name.
public typealias ModuleParameters = [String: String]
