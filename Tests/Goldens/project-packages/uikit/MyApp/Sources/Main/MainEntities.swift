//
//  MainEntities.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Foundation

/// What the Main screen is opened with: add the values the screen needs from the
/// one opening it.
public struct MainEntryEntity {
    /// The memberwise initializer, public for other modules.
    public init() {}
}

/// The Main screen's data: what it was opened with, and whatever it loads later.
struct MainEntities {
    /// What the screen was opened with.
    let entryEntity: MainEntryEntity
    /// The screen's title.
    var title = "Main"
}
