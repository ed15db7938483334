//
//  StrongBox.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Keeps one object per type for as long as the box lives.
public protocol StrongBox: AnyObject {
    /// The boxed objects by type.
    var strongBoxHolder: [ObjectKey: AnyObject] { get set }
}

extension StrongBox {
    /// Returns the boxed `T`, creating it with `configure` the first time.
    public func strongBox<T>(_ configure: () -> T) -> T {
        let key = ObjectKey(T.self)
        if let object = strongBoxHolder[key] as? T {
            return object
        }
        let object = configure()
        strongBoxHolder[key] = object as AnyObject
        return object
    }
}
