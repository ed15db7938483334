/// What `viper-gen check` found wrong (or, for `edited`, merely changed) about a module or
/// service: the `kind` of a finding, as the JSON report spells it.
package enum CheckFindingKind: String, CaseIterable, Sendable {
    /// Its folder is on disk but an app file where the style registers it lacks its lines.
    case unregistered
    /// An app file registers it, but no record with files, no folder and no declaration of its
    /// assembly or module type backs it; `--fix` leaves those lines to the user.
    case registrationWithoutModule
    /// Its record lists files, and every one of them is gone.
    case recordWithoutFiles
    /// Some of its recorded files are gone.
    case missingFile
    /// A recorded file's bytes differ from what viper-gen wrote (informational).
    case edited
    /// A recorded file still holds the `<<<<<<<` … `>>>>>>>` markers of a conflict `update`
    /// left: the app does not compile until they are resolved.
    case conflicted
    /// The module or service was found by `init`, not made by viper-gen: one finding for all
    /// its files, on its record (informational).
    case foundByInit
    /// A recorded source file is not built by the app target of the app's `.xcodeproj`.
    case notInTarget
    /// A recorded test file is not built by the unit-test target that tests the app target.
    case testsNotInTarget
    /// A module that is a Swift module of its own is not linked to the app: its package's
    /// product is not linked to the app target, or the app target does not depend on it.
    case notLinked
    /// Code uses a `Views` case the enum no longer has (`Views.payments`,
    /// `navigation.push(.payments)`): the app does not compile until the use goes.
    case missingCaseUse

    /// Whether `--fix` mends it: a registration added, a file added to its target.
    package var isFixable: Bool {
        self == .unregistered || self == .notInTarget || self == .testsNotInTarget
            || self == .notLinked
    }

    /// Whether the finding only informs: it does not make the project inconsistent.
    package var isInformational: Bool { self == .edited || self == .foundByInit }

    /// What the finding says about its path, after `path: `.
    var explanation: String {
        switch self {
        case .unregistered: return "registration missing"
        case .registrationWithoutModule: return "registers a module or service that is not there"
        case .recordWithoutFiles: return "every recorded file is gone"
        case .missingFile: return "recorded file is gone"
        case .edited: return "edited since viper-gen wrote it (informational)"
        case .conflicted:
            return "holds the <<<<<<< markers of a conflict left by update; resolve them"
        case .foundByInit: return "found by init, not made by viper-gen (informational)"
        case .notInTarget: return "not built by the app target"
        case .testsNotInTarget: return "not built by the unit-test target"
        case .notLinked: return "its product is not linked to the app target"
        case .missingCaseUse: return "uses a Views case that no longer exists"
        }
    }
}
