//
//  MainInteractorSpy.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

@testable import Main

/// The Main interactor for tests that records the work asked of it and
/// returns the results the test sets.
///
/// Main-actor isolated, so it is `Sendable` as the interactor protocol asks while it records
/// calls; its async methods stand in for the interactor's nonisolated ones. For each method you
/// add to the interactor protocol, record the call here, with a settable result for methods that
/// return one, so presenter tests control the business logic.
@MainActor
final class MainInteractorSpy: MainInteractorProtocol {
    /// What `loadTitle()` returns.
    var title = "Title"
    /// How many times `loadTitle()` was called.
    private(set) var loadTitleCallCount = 0

    func loadTitle() async -> String {
        loadTitleCallCount += 1
        return title
    }
}
