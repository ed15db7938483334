/// The example invocations that help and the man page show, for the tool and each command.
enum HelpExamples {
    /// The example invocations in the tool's help.
    static let tool = [
        "viper-gen project MyApp",
        "cd MyApp && viper-gen module Payments",
        "viper-gen service Network",
        "viper-gen apply",
        "viper-gen remove Payments",
        "viper-gen update",
        "viper-gen check",
        "viper-gen rename Payments Billing",
        "viper-gen templates",
        "viper-gen completion zsh > \(CompletionShell.zsh.scriptPath)",
    ]

    /// Example invocations of `command`.
    static func of(_ command: ToolCommand) -> [String] {
        if command == .completion {
            return CompletionShell.allCases.map {
                "viper-gen completion \($0.rawValue) > \($0.scriptPath)"
            }
        }
        if command == .xcode {
            return [
                "viper-gen xcode install",
                "viper-gen xcode install --dest ~/Desktop/viper-gen-templates",
                "viper-gen xcode uninstall",
            ]
        }
        if command == .apply {
            return [
                "viper-gen apply",
                "viper-gen apply --dry-run",
                "viper-gen apply specs/features.json --no-tests",
            ]
        }
        if command == .outdated {
            return ["viper-gen outdated", "viper-gen outdated -q", "viper-gen outdated --json"]
        }
        if command == .update {
            return [
                "viper-gen update", "viper-gen update Payments --dry-run",
                "viper-gen update Payments Network", "viper-gen update --json",
            ]
        }
        if command == .remove {
            return [
                "viper-gen remove Payments",
                "viper-gen remove Payments --dry-run",
                "viper-gen remove Payments Profile Network",
                "viper-gen remove Payments --force",
                "viper-gen remove Payments --dry-run --json",
            ]
        }
        if command == .check {
            return [
                "viper-gen check", "viper-gen check --json", "viper-gen check --fix --dry-run",
                "viper-gen check --fix",
            ]
        }
        if command == .rename {
            return [
                "viper-gen rename Payments Billing",
                "viper-gen rename Payments Billing --dry-run",
                "viper-gen rename Network API --force",
                "viper-gen rename Payments Billing --json",
            ]
        }
        if command == .templates {
            return [
                "viper-gen templates",
                "viper-gen templates show module --json",
                "viper-gen templates export module .viper-gen/templates/module",
                "viper-gen templates derive Profile --dry-run",
            ]
        }
        guard case .generate(let kind) = command else {
            return [
                "viper-gen init",
                "viper-gen init ~/Developer/MyApp --dry-run",
                "viper-gen init --modules-path MyApp/Screens --services-path MyApp/Services",
                "viper-gen init --style uikit --modules-path MyApp/Screens",
            ]
        }
        switch kind {
        case .project:
            return [
                "viper-gen project MyApp",
                "viper-gen project MyApp -o ~/Developer --organization \"Acme Inc.\"",
                "viper-gen project MyApp --set bundleIdentifierPrefix=com.acme",
                "viper-gen project MyApp --set observation=Observable",
                "viper-gen project MyApp --template uikit",
            ]
        case .module:
            return [
                "viper-gen module Payments",
                "viper-gen module payment-details --dry-run",
                "viper-gen module Payments Profile Settings",
                "viper-gen module Payments -o Sources/MyApp/Features --author \"Jane Appleseed\"",
                "viper-gen module Payments --set observation=Observable --no-tests",
                "viper-gen module Payments --template team-module --set interface=SwiftUI",
                "viper-gen module Payments --template routed",
            ]
        case .service:
            return [
                "viper-gen service Network",
                "viper-gen service Analytics --force",
            ]
        }
    }
}
