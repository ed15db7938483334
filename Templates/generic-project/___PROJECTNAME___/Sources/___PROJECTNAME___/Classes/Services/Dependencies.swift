//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// The app's services, which a coordinator gives every module it creates; presenters reach
/// them as `dependencies`.
///
/// Add each service as a property (`let network: any NetworkServicing`) and create it where the
/// scene delegate makes the dependencies; tests can make dependencies with stand-in services.
/// Presenters run on the main actor and await services off it, so each service's protocol is
/// `Sendable` (`protocol NetworkServicing: Sendable`), and so are the dependencies.
struct Dependencies: Sendable {}
