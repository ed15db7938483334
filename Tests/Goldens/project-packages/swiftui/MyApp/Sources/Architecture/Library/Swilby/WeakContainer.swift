//
//  WeakContainer.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// A weak reference to an object.
public struct WeakContainer<T: AnyObject> {
    /// The object, or `nil` once nobody else holds it.
    public weak var value: T?

    /// The memberwise initializer, public for other modules.
    public init(value: T? = nil) {
        self.value = value
    }
}
