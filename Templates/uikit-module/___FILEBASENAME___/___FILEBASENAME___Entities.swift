//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// What the ___VARIABLE_moduleName___ screen is opened with: add the values the screen needs from the
/// one opening it.
struct ___VARIABLE_moduleName___EntryEntity {}

/// The ___VARIABLE_moduleName___ screen's data: what it was opened with, and whatever it loads later.
struct ___VARIABLE_moduleName___Entities {
    /// What the screen was opened with.
    let entryEntity: ___VARIABLE_moduleName___EntryEntity
    /// The screen's title.
    var title = "___VARIABLE_moduleName:swiftString___"
}
