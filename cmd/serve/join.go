package serve

import "net"

// JoinCommands returns the commands students type to join the room of
// code on a server listening at addr: one an address of the server, the
// addresses of every interface when it listens on all of them (those
// other machines can reach first, link-local ones left out: they need an
// interface's name as well).
func JoinCommands(addr net.Addr, code string) []string {
	ifaces, _ := net.InterfaceAddrs() // none known: the fallback says so
	return joinCommands(addr, code, ifaces)
}

// joinCommands is JoinCommands with the interfaces' addresses given.
func joinCommands(addr net.Addr, code string, ifaces []net.Addr) []string {
	host, port, err := net.SplitHostPort(addr.String())
	if err != nil {
		return []string{"ssh " + code + "@" + addr.String()}
	}
	var hosts []string
	if ip := net.ParseIP(host); ip == nil || !ip.IsUnspecified() {
		hosts = []string{host}
	} else {
		var loopback []string
		for _, a := range ifaces {
			n, ok := a.(*net.IPNet)
			switch {
			case !ok || n.IP.IsLinkLocalUnicast() || n.IP.IsMulticast() || n.IP.IsUnspecified():
			case n.IP.IsLoopback():
				loopback = append(loopback, n.IP.String())
			default:
				hosts = append(hosts, n.IP.String())
			}
		}
		if len(hosts) == 0 {
			// Reachable from this machine only, as far as it knows.
			hosts = loopback
		}
	}
	if len(hosts) == 0 {
		hosts = []string{"<this machine's address>"}
	}
	cmds := make([]string, len(hosts))
	for i, h := range hosts {
		cmds[i] = "ssh -p " + port + " " + code + "@" + h
	}
	return cmds
}
