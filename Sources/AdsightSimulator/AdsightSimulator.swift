// \(m): see Package.swift for this module's role.
