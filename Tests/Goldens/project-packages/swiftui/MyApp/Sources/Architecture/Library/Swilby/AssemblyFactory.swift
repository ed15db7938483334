//
//  AssemblyFactory.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The registry of assembly types the container can resolve.
public final class AssemblyFactory {
    private var assemblies: [ObjectKey: Assembly.Type] = [:]

    /// Registers `type` under `name`, replacing an earlier registration.
    public func apply<T: Assembly>(_ type: T.Type, name: String? = nil) {
        assemblies[ObjectKey(type, name: name)] = type
    }

    /// Returns the type registered as `type` under `name`; stops the app if there is none.
    public func resolve<T: Assembly>(_ type: T.Type, name: String? = nil) -> T.Type {
        guard let assembly = assemblies[ObjectKey(type, name: name)] as? T.Type else {
            fatalError("\(type) is not registered; apply it to the container first.")
        }
        return assembly
    }

    /// Makes one with every property at its initial value; public for other modules.
    public init() {}
}
