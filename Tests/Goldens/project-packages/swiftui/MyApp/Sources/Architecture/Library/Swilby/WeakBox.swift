//
//  WeakBox.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Shares one object per type for as long as someone else holds on to it.
public protocol WeakBox: AnyObject {
    /// The boxed objects by type, held weakly.
    var weakBoxHolder: [ObjectKey: WeakContainer<AnyObject>] { get set }
}

extension WeakBox {
    /// Returns the living boxed `T`, or a new one made by `configure`.
    public func weakBox<T>(_ configure: () -> T) -> T {
        let key = ObjectKey(T.self)
        if let object = weakBoxHolder[key]?.value as? T {
            return object
        }
        let object = configure()
        weakBoxHolder[key] = WeakContainer(value: object as AnyObject)
        return object
    }
}
