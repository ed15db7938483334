//
//  MainViewSpy.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

@testable import Demo

/// The Main screen for presenter tests, in place of the view controller.
///
/// For each method you add to `MainViewInputs`, record the call here, so presenter
/// tests can check what the screen shows.
@MainActor
final class MainViewSpy: MainViewInputs {
    /// The titles passed to `show(title:)`, in order.
    private(set) var shownTitles: [String] = []

    func show(title: String) {
        shownTitles.append(title)
    }
}
