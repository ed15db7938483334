import Testing

@testable import ViperGenKit
@testable import ViperGenProject

/// The sources folder a config leaves out: the folder holding the modules and services folders.
@Suite("Sources folder default")
struct SourcesFolderTests {
    @Test(arguments: [
        ("Sources/MyApp/Classes/Modules", "Sources/MyApp/Classes/Services", "Sources/MyApp"),
        ("Sources/MyApp/Modules", "Sources/MyApp/Services", "Sources/MyApp"),
        ("MyApp/Classes/Modules", "MyApp/Classes/Services", "MyApp/Classes"),
        ("./App/Modules/", "App/Services", "App"),
        ("Modules", "Services", "."),
    ])
    func sourcesFolderDefaultsToTheFolderHoldingModulesAndServices(
        modules: String, services: String, expected: String
    ) throws {
        let config = try ProjectConfig.decode(
            Array(
                #"{"projectName": "MyApp", "modulesPath": "\#(modules)", "servicesPath": "\#(services)"}"#
                    .utf8), file: "x")
        #expect(config.sourcesPath == expected)
    }
}
