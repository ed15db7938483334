//
//  MainInteractorSpy.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

@testable import Main

/// The Main interactor for presenter tests, in place of the app's.
///
/// For each method you add to `MainInteractorInputs`, record the call here, so presenter
/// tests can check what the presenter asks of its interactor. On the main actor, as the
/// presenter is, so its records need no lock.
@MainActor
final class MainInteractorSpy: MainInteractorInputs {
    /// How many times `loadTitle()` was called.
    private(set) var loadTitleCount = 0

    func loadTitle() async {
        loadTitleCount += 1
    }
}
