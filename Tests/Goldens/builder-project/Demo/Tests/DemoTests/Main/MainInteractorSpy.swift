//
//  MainInteractorSpy.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

@testable import Demo

/// The Main interactor for tests that records the work asked of it.
///
/// For each method you add to the interactor's input, record the call here (a count or the
/// arguments), so presenter tests can check what the presenter asks for.
final class MainInteractorSpy: MainInteractorInput {
    /// How many times the model was asked for.
    private(set) var loadModelCallCount = 0

    func loadModel() {
        loadModelCallCount += 1
    }
}
