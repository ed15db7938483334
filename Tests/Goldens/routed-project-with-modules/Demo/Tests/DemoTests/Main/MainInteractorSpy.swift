//
//  MainInteractorSpy.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

@testable import Demo

/// The Main interactor for presenter tests, in place of the app's.
///
/// For each method you add to `MainInteractorInputs`, record the call here, so presenter
/// tests can check what the presenter asks of its interactor. On the main actor, as the
/// presenter is, so its records need no lock.
@MainActor
final class MainInteractorSpy: MainInteractorInputs {
    /// What `loadTitle()` returns.
    var title = "Loaded"
    /// How many times `loadTitle()` was called.
    private(set) var loadTitleCount = 0

    func loadTitle() async -> String {
        loadTitleCount += 1
        return title
    }
}
