//
//  ProfileEntities.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// What the Profile screen is opened with: add the values the screen needs from the
/// one opening it.
struct ProfileEntryEntity {}

/// The Profile screen's data: what it was opened with, and whatever it loads later.
struct ProfileEntities {
    /// What the screen was opened with.
    let entryEntity: ProfileEntryEntity
    /// The screen's title.
    var title = "Profile"
}
