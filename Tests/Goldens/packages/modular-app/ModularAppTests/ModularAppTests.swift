//
//  ModularAppTests.swift
//  ModularAppTests
//

import Testing

@testable import ModularApp

struct ModularAppTests {
    @Test func appLaunches() async throws {
        _ = ModularAppApp()
    }
}
