import ViperGenProject
import ViperGenSystem

/// The `observation` chosen for a module needs an iOS newer than the app supports: `@Observable`
/// needs iOS 17, and the app's `build.deploymentTarget` is below it.
package struct ObservationAvailabilityError: Error, Equatable, CustomStringConvertible,
    ExitCodeError
{
    /// The app's deployment target, such as `15.0`.
    package let deploymentTarget: String
    /// The project config that records it.
    package let configFile: String

    /// The iOS version `@Observable` needs.
    static let observableMajorVersion = 17

    /// Throws when `variables` choose `observation` `Observable` and `build` records a
    /// deployment target below iOS 17.
    static func check(_ variables: [String: String], build: AppBuild?, configFile: String) throws {
        guard variables["observation"] == "Observable", let build,
            let major = build.deploymentMajorVersion, major < observableMajorVersion,
            let target = build.deploymentTarget
        else { return }
        throw ObservationAvailabilityError(deploymentTarget: target, configFile: configFile)
    }

    /// What is wrong and how to fix it.
    package var description: String {
        "observation Observable makes the module @Observable, which needs iOS 17, and the app "
            + "supports iOS \(deploymentTarget) (build.deploymentTarget in "
            + "\(EchoedValue.escaped(configFile))). Use --set observation=ObservableObject (and "
            + "\"observation\": \"ObservableObject\" in the config), or raise the deployment "
            + "target and run viper-gen init --force."
    }

    /// A value that does not fit the app is a usage error, as one that does not fit its option.
    package var exitCode: ExitCode { .usage }
}
