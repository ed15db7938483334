//
//  MainState.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// The data of the Main module.
///
/// Its presenter owns it: change it there, then call `update(animated:)` to show the change.
final class MainState {
    /// The title of the screen.
    var title = "Main"
}
