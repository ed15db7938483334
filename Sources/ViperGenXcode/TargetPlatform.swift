/// A platform a target builds for, read from its build settings.
package enum TargetPlatform: String, Equatable, Sendable, CaseIterable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// The platform of each SDK name `SDKROOT` and `SUPPORTED_PLATFORMS` use.
    static let bySDK: [String: TargetPlatform] = [
        "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "appletvos": .tvOS,
        "appletvsimulator": .tvOS, "watchos": .watchOS, "watchsimulator": .watchOS,
        "xros": .visionOS, "xrsimulator": .visionOS,
    ]

    /// The platform of each deployment-target setting.
    static let byDeploymentTarget: [(String, TargetPlatform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS),
        ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
        ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]

    /// The platform of each `TARGETED_DEVICE_FAMILY` number (1 iPhone, 2 iPad, 3 TV, 4 watch,
    /// 7 Vision).
    static let byDeviceFamily: [String: TargetPlatform] = [
        "1": .iOS, "2": .iOS, "3": .tvOS, "4": .watchOS, "7": .visionOS,
    ]

    /// The platforms `target` builds for, in ``allCases`` order; empty when its settings do not
    /// say (they may be in an `.xcconfig` file, which the project file only names).
    ///
    /// The target's own `SUPPORTED_PLATFORMS`, else its `SDKROOT`, else the project's, else its
    /// `TARGETED_DEVICE_FAMILY`, else the deployment targets it (or else the project) sets. A
    /// multiplatform target (`SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"`) builds
    /// for each platform named.
    static func platforms(of target: NativeTarget, settings: BuildSettings) -> [TargetPlatform] {
        let own = { (key: String) in settings.values(of: key, for: target) }
        let project = { (key: String) in settings.projectValues(of: key) }
        for values in [own, project] {
            if let found = sdks(values("SUPPORTED_PLATFORMS")) ?? sdks(values("SDKROOT")) {
                return found
            }
        }
        let families = own("TARGETED_DEVICE_FAMILY").flatMap { $0.split(separator: ",") }
            .compactMap { byDeviceFamily[String($0).trimmingSpaces] }
        if !families.isEmpty { return ordered(families) }
        for values in [own, project] {
            let deployed = byDeploymentTarget.filter { !values($0.0).isEmpty }.map(\.1)
            if !deployed.isEmpty { return ordered(deployed) }
        }
        return []
    }

    /// The platforms SDK names in `values` stand for, or nil when none is one (unset, `auto`,
    /// a macro).
    private static func sdks(_ values: [String]) -> [TargetPlatform]? {
        let found = values.flatMap { $0.split(separator: " ") }.compactMap {
            bySDK[String($0).trimmingSpaces]
        }
        return found.isEmpty ? nil : ordered(found)
    }

    /// The platforms the values of `SUPPORTED_PLATFORMS` or `SDKROOT` (read from an `.xcconfig`,
    /// say) name, in ``allCases`` order; empty when none is an SDK name.
    package static func platforms(namedBy values: [String]) -> [TargetPlatform] {
        sdks(values) ?? []
    }

    /// `platforms` without repeats, in ``allCases`` order.
    private static func ordered(_ platforms: [TargetPlatform]) -> [TargetPlatform] {
        allCases.filter(platforms.contains)
    }
}
