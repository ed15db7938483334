//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Testing

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The presenter's contract, as the module and the application router rely on it: the module
/// opens its paths with it, routing shows the screen through the wireframe and calls back, and
/// a closed screen is released with its presenter.
@MainActor
struct ___VARIABLE_moduleName___PresenterTests {
    @Test func moduleOpensItsPathsWithThePresenter() {
        let module = ___VARIABLE_moduleName___Module()

        #expect(module.route == "___VARIABLE_moduleName:lowerCamel___")
        #expect(module.paths == ___VARIABLE_moduleName___Presenter.getPaths())
        #expect(module.subscribedRoutables.contains { $0 == ___VARIABLE_moduleName___Presenter.self })
    }

    @Test func everyURLOpenedGetsAPresenterOfItsOwn() {
        #expect(___VARIABLE_moduleName___Presenter.routable() !== ___VARIABLE_moduleName___Presenter.routable())
    }

    @Test func routeShowsTheScreenThroughTheWireframe() throws {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)

        presenter.route(parameters: nil, path: "/show", callback: nil)

        #expect(wireframe.presented.count == 1)
        let screen = try #require(wireframe.presented.first as? ___VARIABLE_moduleName___ViewController)
        #expect(screen.presenter === presenter)
        #expect(presenter.viewController === screen)
        #expect(screen.title == "___VARIABLE_moduleName:swiftString___")
        wireframe.closeScreens()
    }

    @Test func routeTitlesTheScreenFromItsParameters() {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)

        presenter.route(
            parameters: [___VARIABLE_moduleName___ModuleParameters.title.rawValue: "Hello"], path: "/show",
            callback: nil)

        #expect(wireframe.presented.first?.title == "Hello")
        wireframe.closeScreens()
    }

    @Test func routeCallsBackWithSuccess() {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)
        var results: [Result<ModuleParameters, ResponseError>] = []

        presenter.route(parameters: nil, path: "/show") { results.append($0) }

        #expect(results == [.success([:])])
        wireframe.closeScreens()
    }

    @Test func closedScreenIsReleasedWithItsPresenter() {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        weak var screen: ___VARIABLE_moduleName___ViewController?
        weak var presenter: ___VARIABLE_moduleName___Presenter?

        do {
            let modulePresenter = makePresenter(wireframe: wireframe)
            modulePresenter.route(parameters: nil, path: "/show", callback: nil)
            presenter = modulePresenter
            screen = modulePresenter.viewController
        }
        #expect(presenter != nil, "The screen must keep its presenter while it is shown.")

        wireframe.closeScreens()

        #expect(screen == nil, "A reference cycle keeps the closed screen alive.")
        #expect(presenter == nil, "A reference cycle keeps the closed screen's presenter alive.")
    }

    /// A presenter whose wireframe is `wireframe`.
    private func makePresenter(wireframe: ___VARIABLE_moduleName___WireframeSpy) -> ___VARIABLE_moduleName___Presenter {
        let presenter = ___VARIABLE_moduleName___Presenter()
        presenter.wireframe = wireframe
        return presenter
    }
}
