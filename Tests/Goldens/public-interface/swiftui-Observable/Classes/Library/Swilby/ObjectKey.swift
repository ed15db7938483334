//
//  ObjectKey.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Identifies a registered assembly or a boxed object by its type and an optional name.
public struct ObjectKey: Hashable {
    private let type: ObjectIdentifier
    private let name: String?

    /// Keys `type`; `name` tells apart two registrations of the same type.
    public init(_ type: Any.Type, name: String? = nil) {
        self.type = ObjectIdentifier(type)
        self.name = name
    }
}
