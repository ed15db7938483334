//
//  DependencyContainer.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// What an assembly sees of the container: resolving assemblies and boxing objects.
public typealias Container = Resolver

/// Registers assemblies.
public protocol Applier: AnyObject {
    /// Registers the assembly `type` under `name`.
    func apply<T: Assembly>(_ type: T.Type, name: String?)
}

extension Applier {
    /// Registers the assembly `type`.
    public func apply<T: Assembly>(_ type: T.Type) {
        apply(type, name: nil)
    }
}

/// Creates assemblies of registered types.
public protocol Resolver: WeakBox, StrongBox {
    /// Returns a new assembly of the type registered as `type` under `name`.
    func resolve<T: Assembly>(_ type: T.Type, name: String?) -> T
}

extension Resolver {
    /// Returns a new assembly of the type registered as `type`.
    public func resolve<T: Assembly>(_ type: T.Type) -> T {
        resolve(type, name: nil)
    }
}

/// The dependency container: a registry of assemblies and the storage of shared objects.
public final class DependencyContainer: Applier, Resolver {
    /// Objects shared through `weakBox`: each goes when the last one using it lets go.
    public var weakBoxHolder: [ObjectKey: WeakContainer<AnyObject>] = [:]
    /// Objects made once through `strongBox` and kept for as long as the container lives.
    public var strongBoxHolder: [ObjectKey: AnyObject] = [:]
    private let assemblyFactory: AssemblyFactory

    /// Creates a container that makes assemblies of the types registered in `assemblyFactory`.
    public init(assemblyFactory: AssemblyFactory) {
        self.assemblyFactory = assemblyFactory
    }

    /// Registers `type` under `name`; registering the same type and name again replaces it.
    public func apply<T: Assembly>(_ type: T.Type, name: String?) {
        assemblyFactory.apply(type, name: name)
    }

    /// Makes a new assembly of the type registered as `type` under `name`, bound to this container.
    public func resolve<T: Assembly>(_ type: T.Type, name: String?) -> T {
        assemblyFactory.resolve(type, name: name).init(container: self)
    }
}
