//
//  MainInteractorSpy.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

@testable import Demo

/// The Main interactor for tests: answers with what the test sets and records the work
/// asked of it.
///
/// For each method you add to the interactor's input, record the call here (a count or the
/// arguments) and answer with a value the test sets, so presenter tests can check what the
/// presenter asks for and what it does with the answer. It is on the main actor, like the tests.
@MainActor
final class MainInteractorSpy: MainInteractorInput {
    /// What `loadModel()` answers with.
    var loadModelResult: Result<MainModel, any Error> = .success(
        MainModel(title: "Loaded"))
    /// How many times the model was asked for.
    private(set) var loadModelCallCount = 0
    /// How many of those loads were cancelled before they answered.
    private(set) var cancelledLoadCount = 0

    func loadModel() async throws -> MainModel {
        loadModelCallCount += 1
        // Like a real load (URLSession's, say), give up once cancelled.
        guard !Task.isCancelled else {
            cancelledLoadCount += 1
            throw CancellationError()
        }
        return try loadModelResult.get()
    }
}
