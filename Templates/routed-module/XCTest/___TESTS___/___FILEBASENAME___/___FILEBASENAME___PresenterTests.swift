//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import XCTest

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The presenter's contract, as the module and the application router rely on it: the module
/// opens its paths with it, routing shows the screen through the wireframe and calls back, and
/// a closed screen is released with its presenter.
@MainActor
final class ___VARIABLE_moduleName___PresenterTests: XCTestCase {
    func testModuleOpensItsPathsWithThePresenter() {
        let module = ___VARIABLE_moduleName___Module()

        XCTAssertEqual(module.route, "___VARIABLE_moduleName:lowerCamel___")
        XCTAssertEqual(module.paths, ___VARIABLE_moduleName___Presenter.getPaths())
        XCTAssertTrue(module.subscribedRoutables.contains { $0 == ___VARIABLE_moduleName___Presenter.self })
    }

    func testEveryURLOpenedGetsAPresenterOfItsOwn() {
        XCTAssertFalse(___VARIABLE_moduleName___Presenter.routable() === ___VARIABLE_moduleName___Presenter.routable())
    }

    func testRouteShowsTheScreenThroughTheWireframe() throws {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)

        presenter.route(parameters: nil, path: "/show", callback: nil)

        XCTAssertEqual(wireframe.presented.count, 1)
        let screen = try XCTUnwrap(wireframe.presented.first as? ___VARIABLE_moduleName___ViewController)
        XCTAssertIdentical(screen.presenter, presenter)
        XCTAssertIdentical(presenter.viewController, screen)
        XCTAssertEqual(screen.title, "___VARIABLE_moduleName:swiftString___")
        wireframe.closeScreens()
    }

    func testRouteTitlesTheScreenFromItsParameters() {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)

        presenter.route(
            parameters: [___VARIABLE_moduleName___ModuleParameters.title.rawValue: "Hello"], path: "/show",
            callback: nil)

        XCTAssertEqual(wireframe.presented.first?.title, "Hello")
        wireframe.closeScreens()
    }

    func testRouteCallsBackWithSuccess() {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        let presenter = makePresenter(wireframe: wireframe)
        var results: [Result<ModuleParameters, ResponseError>] = []

        presenter.route(parameters: nil, path: "/show") { results.append($0) }

        XCTAssertEqual(results, [.success([:])])
        wireframe.closeScreens()
    }

    func testClosedScreenIsReleasedWithItsPresenter() {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        weak var screen: ___VARIABLE_moduleName___ViewController?
        weak var presenter: ___VARIABLE_moduleName___Presenter?

        do {
            let modulePresenter = makePresenter(wireframe: wireframe)
            modulePresenter.route(parameters: nil, path: "/show", callback: nil)
            presenter = modulePresenter
            screen = modulePresenter.viewController
        }
        XCTAssertNotNil(presenter, "The screen must keep its presenter while it is shown.")

        wireframe.closeScreens()

        XCTAssertNil(screen, "A reference cycle keeps the closed screen alive.")
        XCTAssertNil(presenter, "A reference cycle keeps the closed screen's presenter alive.")
    }

    /// A presenter whose wireframe is `wireframe`.
    private func makePresenter(wireframe: ___VARIABLE_moduleName___WireframeSpy) -> ___VARIABLE_moduleName___Presenter {
        let presenter = ___VARIABLE_moduleName___Presenter()
        presenter.wireframe = wireframe
        return presenter
    }
}
