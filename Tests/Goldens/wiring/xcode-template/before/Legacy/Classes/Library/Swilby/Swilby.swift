// swift-format-ignore-file
//
//  Swilby.swift
//  Legacy
//
//  Created by Jane Appleseed on 1/5/24
//

import Foundation

open class Assembly {
    public let container: DependencyContainer

    public required init(container: DependencyContainer) {
        self.container = container
    }
}

public final class AssemblyFactory {}

public final class DependencyContainer {
    public init(assemblyFactory: AssemblyFactory) {}

    public func apply<T: Assembly>(_ type: T.Type) {}

    public func resolve<T: Assembly>(_ type: T.Type) -> T { T(container: self) }
}
