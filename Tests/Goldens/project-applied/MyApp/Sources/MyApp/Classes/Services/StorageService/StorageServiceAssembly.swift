//
//  StorageServiceAssembly.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Provides `StorageServiceType` to the assemblies that need it.
final class StorageServiceAssembly: Assembly {
    /// Returns a new service; wrap the initializer in `strongBox { }` to share one instance.
    func build() -> any StorageServiceType {
        StorageService()
    }
}
