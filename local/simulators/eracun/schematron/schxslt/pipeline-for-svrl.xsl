<xsl:transform version="2.0"
               xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:include href="svrl.xsl"/>
  <xsl:include href="pipeline.xsl"/>

</xsl:transform>
