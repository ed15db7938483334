//
//  ResponseError.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Why opening a module failed.
public enum ResponseError: Error, Equatable {
    /// The URL names no module: it has no host.
    case invalidURL(String)
    /// No module of the application router has this route.
    case unknownRoute(String)
    /// The module of the route answers no such path.
    case unknownPath(route: String, path: String)
    /// A parameter the module needs is missing or has a value it cannot use.
    case invalidParameter(String)
}
