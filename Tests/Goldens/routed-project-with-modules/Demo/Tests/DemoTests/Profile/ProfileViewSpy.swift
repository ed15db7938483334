//
//  ProfileViewSpy.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

@testable import Demo

/// The Profile screen for presenter tests, in place of the view controller.
///
/// For each method you add to `ProfileViewInputs`, record the call here, so presenter
/// tests can check what the screen shows.
@MainActor
final class ProfileViewSpy: ProfileViewInputs {
    /// The titles passed to `show(title:)`, in order.
    private(set) var shownTitles: [String] = []

    func show(title: String) {
        shownTitles.append(title)
    }
}
