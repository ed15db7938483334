//
//  WeakContainer.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// A weak reference to an object, of a class or a class-bound protocol's existential
/// (`WeakContainer<any ModuleRoutable>`).
public struct WeakContainer<Value> {
    private weak var object: AnyObject?

    /// A container of `value`, which must be an object (anything else is gone at once).
    public init(_ value: Value) {
        object = value as AnyObject
    }

    /// The object, or nil once nobody else holds it.
    public var value: Value? {
        object as? Value
    }
}
