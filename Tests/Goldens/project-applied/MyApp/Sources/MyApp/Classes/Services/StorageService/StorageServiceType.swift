//
//  StorageServiceType.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The interface of the StorageService, as modules and other services see it;
/// `Sendable`, as one instance may be shared across actors (make it an actor if it holds state).
protocol StorageServiceType: Sendable {}
