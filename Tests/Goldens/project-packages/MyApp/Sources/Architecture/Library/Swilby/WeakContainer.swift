//
//  WeakContainer.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// A weak reference to an object.
struct WeakContainer<T: AnyObject> {
    /// The object, or `nil` once nobody else holds it.
    weak var value: T?
}
