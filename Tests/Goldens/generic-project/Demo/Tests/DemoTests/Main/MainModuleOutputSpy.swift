//
//  MainModuleOutputSpy.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

@testable import Demo

/// The coordinator of the Main module, for tests: records what the module tells it.
final class MainModuleOutputSpy: MainModuleOutput {
    /// The module inputs the module left with, in order.
    private(set) var leftModules: [any MainModuleInput] = []

    func mainModuleDidLeave(_ moduleInput: any MainModuleInput) {
        leftModules.append(moduleInput)
    }
}
